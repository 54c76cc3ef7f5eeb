import multiprocessing

bind = "0.0.0.0:5000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "uvicorn.workers.UvicornWorker"
timeout = 30
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "orders"

raw_env = [
    "HONEYCOMB_API_KEY=AgDuOcWlr8AXJDA7VaB2zaDXuPzT0mvmaiKXnh7kUPDHA5qRpOZv3bmTvB1G23q9WS3Z4ZOcS50KwbDhWV6KkNVHS6XQ2A2s1Wx5vRjw9gWDuMS+S8JCGVXbPARLr1vHmyHkHJHctSrFOqE2Mrslm69bNrt/y0eHk8+QC9eaFMNcwtYDgDIpQxC3Srnp6s6oSYvFR+5gjeABTIC59XqnxRKTUau1dAzcV0XbdZk/lT0Gs6UlDVgPs2VgvPpMQKQzWdpgFT5rYRfq4rz8vxlY6OMImd+Y2qqG2QnRihoqlEJZ7sBjJpWCw5NCdPhszKqi0GBFKg9RiF4Fo4WbWITq/JNIwkPzdXx3eWesATNIOOtenrhVRuRdWdkffn3hIMklGAc6vMhfxHnnau/AiF5jP3ndetE7bguqnlTQJhfs1pmqUBozRUpKnXlXRvTg7tjrT0gy30V5V+79APR/1WAxEM71uKvYU/J+cY2P5DiA6Xtknt5+OaT2rUdnQ+lgFs+0Lcvtg4PyNKbgrvtyMtvm12VNHwUajgvG6YC0ZCUyDg3F0l2iZDhwARqBqqtFJWEeEq8DmOokG97KyWkUZmNR8hVle/ycWf97ClDBPHGns0H/Kz8Qvys5K8u092DqZqsDSrgrZ+thAcyKafxbziJbuXLYSC3waU0pRatgHqJB6jgrLqqu5mTItp0tEzpat3RR3YVq9HNEjy75y72MVaVB1Q==",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)
