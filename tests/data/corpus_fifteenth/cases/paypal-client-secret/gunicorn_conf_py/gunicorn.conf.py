import multiprocessing

bind = "0.0.0.0:5000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "uvicorn.workers.UvicornWorker"
timeout = 60
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "notifier"

raw_env = [
    "PAYPAL_CLIENT_ID=ASYrXtiAhQ3CsIag5bXzMcJm9EmtoO_xK9WX3W_uVsVNg5t6rp-nzrfm3oQkVLz7EMp2uCiQhZidnYH4",
    "PAYPAL_CLIENT_SECRET=<hidden>",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)
