import multiprocessing

bind = "0.0.0.0:8000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "uvicorn.workers.UvicornWorker"
timeout = 30
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "orders"

raw_env = [
    "TWILIO_ACCOUNT_SID=AC8cbce10edbfd4f1c48502b3e6483ec3e",
    "TWILIO_TOKEN=bbce322c48c07cd0fe68610101f5cd39",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)