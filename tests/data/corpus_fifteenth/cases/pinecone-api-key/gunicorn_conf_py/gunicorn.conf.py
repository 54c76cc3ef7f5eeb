import multiprocessing

bind = "0.0.0.0:8000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "sync"
timeout = 60
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "orders"

raw_env = [
    "PINECONE_API_KEY=pcsk_fp6hgK_ukQq3B0V2nzVIcVBh08ce1p3PWw0lkXNGaYPyPMVaUH4EkDjrISmoqKTMNhsR72",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)
