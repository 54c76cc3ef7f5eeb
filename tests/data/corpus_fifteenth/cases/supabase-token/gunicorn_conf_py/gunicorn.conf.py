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
    "SUPABASE_PAT=vault:secret/data/prod/SUPABASE_TOKEN#value",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)
