terraform {
  required_version = ">= 1.6"
}

provider "random" {
  region = "eu-west-1"
  logo = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAiKl0ykJSWy2S33/ti/pdqX4Ovu18ukOA6eJ6GiBoyXqph5rwAqcs82JftgSaeWYtr0NUY+l2Z4wg1S/Wrq2d+xrurXvPRuu7EkepRVfDWxC4U3d6Am5961gg9xhLhPa2LpQ+KzzLQYEZLjSow4bkbkrOqzhHHSZx13tfbpQgyUL9jeUls5jpL+9SZdJBQWSKYZq1IiR5NfoNLRgG6od5ESf7RhxPCchIb640+A/MMEPBPzrU"
}
