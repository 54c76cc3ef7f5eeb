import multiprocessing

bind = "0.0.0.0:8080"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "uvicorn.workers.UvicornWorker"
timeout = 120
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "reports"

raw_env = [
    "NGROK_API_KEY=2r5QrqF3tvtq7q4YnBjGIz6nTkq_1W4yvpfkInZyunw9GC1HA",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)
