import multiprocessing

bind = "0.0.0.0:8080"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "sync"
timeout = 30
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "billing"

raw_env = [
    "AMQP_URL=amqps://backup:0CzF7N5vWFEBfAqzxY7d@api.kestrelworks.io:5671/analytics",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)