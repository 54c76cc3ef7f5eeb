import multiprocessing

bind = "0.0.0.0:5000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "sync"
timeout = 60
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "webhooks"

raw_env = [
    "AWS_SECRET_KEY=op://Platform/AWS_SECRET_ACCESS_KEY/credential",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)
