import multiprocessing

bind = "0.0.0.0:8000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "sync"
timeout = 60
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "webhooks"

raw_env = [
    "VAULT_ROOT_TOKEN=root",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)
