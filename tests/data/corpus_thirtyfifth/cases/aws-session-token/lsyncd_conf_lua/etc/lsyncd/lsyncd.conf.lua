-- /etc/lsyncd/lsyncd.conf.lua
settings {
    logfile = "/var/log/lsyncd/lsyncd.log",
    statusFile = "/var/log/lsyncd/lsyncd.status",
    maxProcesses = 4,
}

local api_key = "IQoJb3JpZ2luX2VjEOYOGWI7JsKyPYiWayxajA1bC8gQNq0iKMK71PXMNwlNMOqZ1RurZCUO/A+uAtWiv8+QHqW4z6ezEBLmOH/mbsJ0bCWQGWtNF5r4d1YTINj2KZ7ikdtr3Hrm4/9g1zDut2PavFdmfscFPHQb/hHtwuBK3HIoFog9erT2m7eU8/SZBynxeSNqGzrCfl0jP71nnZlLk4l+9J6lltE7MEOiB1kpfvwJcz99uYoT5Jk8TrU/sBaeNJBbeFaPL6GKAzFKtb+Pjy5UM0KVqBHhXZmGVIGBmTiNtIlly8NXpY/hYCEpiS5H5aWMKovd9z6qSYSnnGOXuziIR5w+GIjSjXzGUCrMF14e1JjkPdKp8ArtINXPU4mBX3wKAQBmoTy0z2EftEAnd32RzWOhQIpSaYkjIyrMXmJs1qMs/7js/2bnu5UrABmzDKyH+VeCDAksBcw83bwobh1H4wtbzwP0v84U9kDzoFd9ymq5CebR0ZqfYYMZQdrHcsgTkzWAHHurY1vnDWWPNguVmvXSOs7ZIBExOjW+lvJ2y4HzVVLZUDEQbf5BqpZzvgZW48Y0Dw2ZUyZvVWduEBhZQnfytcCES3+0B/KGq1NpUqtGKT5UonEksgOjAQoSy8uA/h22IssJfXzIHPw4WiABDdNnBfuwWGahWMMbOvJ8eRsaotNvixoY7z5r0RnCTzvZRC+jowdJQfCl/AHtOnhhubsus6IxWOXHI9LbFHEyJ75O//I+Q7nzzoqJpEXDKBWVZyFQHmAgIckhv1JiR+8OsTcPFKsGg8zwtMW7IS2Y"

sync {
    default.rsyncssh,
    source = "/srv/www",
    host = "10.17.249.41",
    targetdir = "/srv/www",
    delay = 5,
}