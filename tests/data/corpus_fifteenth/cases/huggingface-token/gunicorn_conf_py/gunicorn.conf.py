import multiprocessing

bind = "0.0.0.0:8000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "uvicorn.workers.UvicornWorker"
timeout = 120
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "ingest"

raw_env = [
    "HUGGINGFACEHUB_API_TOKEN=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",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)
