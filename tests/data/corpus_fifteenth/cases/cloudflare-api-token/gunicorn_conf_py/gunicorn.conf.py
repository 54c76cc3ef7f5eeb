import multiprocessing

bind = "0.0.0.0:8000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "uvicorn.workers.UvicornWorker"
timeout = 30
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "webhooks"

raw_env = [
    "CLOUDFLARE_ZONE_API_TOKEN=cfut_wEhNOv1N1zVsC5V5uGmGd3n6cEGsICgEwr9LWHcV78d1ba79",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)