import multiprocessing

bind = "0.0.0.0:8000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "sync"
timeout = 30
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "reports"

raw_env = [
    "NOTION_API_KEY=secret_KM2EDXOI8icmnVuMF5W7vZwz6T5eZEJpvtjRgHmipRf",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)
