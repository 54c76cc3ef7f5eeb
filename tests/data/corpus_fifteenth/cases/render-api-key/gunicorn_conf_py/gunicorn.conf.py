import multiprocessing

bind = "0.0.0.0:8000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "sync"
timeout = 120
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "notifier"

raw_env = [
    "RENDER_API_KEY=rnd_2YgkNgtrYaakbAYxfdZpZslq",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)