import multiprocessing

bind = "0.0.0.0:8000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "uvicorn.workers.UvicornWorker"
timeout = 120
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "reports"

raw_env = [
    "WANDB_API_TOKEN=672618d629d4b880ecdaa32f48f02c7d0d68fc40",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)