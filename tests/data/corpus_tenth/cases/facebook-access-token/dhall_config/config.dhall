let Env = { service : Text, port : Natural }

in  { service = "reports"
    , port = 9000
    , instagramAccessToken = "EAAMJEU1uorZV1O1qgbBZgD0bMs3a0lFvJFKXEOramqZ4mZnrX4t1ncDueZr7mecPa54xNzFpavdLH1HCJwWfdqzF0gC9lKJFuwc4uD0kx2xcHSOEM24447IsG87KWmJZpYlJ7OYAQEP5BhDYrv4YUhJW7AP"
    }
