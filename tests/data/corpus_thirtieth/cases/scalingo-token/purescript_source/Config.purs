module Checkout.Config where

import Prelude

apiKey :: String
apiKey = "tk-us--8OywCtKi5llkE7JbWZ0lUvcBLQnxyHY0cZ-b3GrNUQN5gwE"
