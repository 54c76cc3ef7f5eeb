import multiprocessing

bind = "0.0.0.0:8000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "uvicorn.workers.UvicornWorker"
timeout = 30
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "notifier"

raw_env = [
    "TOKEN=cmVmdGtuOjAxOjE5MjQ4NjUyNzk6SzN3eGZkYzgyVzA0YU5DVVgzc1FvZFVJVnh2",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)
