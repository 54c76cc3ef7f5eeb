import multiprocessing

bind = "0.0.0.0:5000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "sync"
timeout = 120
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "reports"

raw_env = [
    "PIPELINE_TRIGGER=glptt-9f6d32defcc137d8f3b582bf96dfa5c7dec9d256",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)
