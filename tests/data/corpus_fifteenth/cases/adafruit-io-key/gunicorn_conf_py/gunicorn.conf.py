import multiprocessing

bind = "0.0.0.0:5000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "uvicorn.workers.UvicornWorker"
timeout = 30
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "webhooks"

raw_env = [
    "AIO_USERNAME=priya_n",
    "ADAFRUIT_IO_KEY=aio_6nUHVsuVMDqVnekvneVwTp6nBRSB",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)
