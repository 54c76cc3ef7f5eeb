import multiprocessing

bind = "0.0.0.0:5000"
workers = multiprocessing.cpu_count() * 2 + 1
worker_class = "gthread"
timeout = 120
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = "info"
proc_name = "reports"

raw_env = [
    "CLAUDE_CODE_OAUTH_TOKEN=sk-ant-oat01-Iygl_RfL6LdOZrjnObHuUufS91FRoYAFCoKRwyxFcEbZgyNwWRGt8NyKANB7xtbUviqu05BVnWTIoMV367TU5Jcr4PnliAA",
]


def post_fork(server, worker):
    server.log.info("worker spawned (pid: %s)", worker.pid)
