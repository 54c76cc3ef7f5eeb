import multiprocessing

bind = "0.0.0.0:8080"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "uvicorn.workers.UvicornWorker"
timeout = 30
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "billing"

raw_env = [
    "LINEAR_KEY=lin_api_ugv5JMsikwfeurfgTVnDrucpwrwQTk5GOK2oY9p3",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)
