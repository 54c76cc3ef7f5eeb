FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV DOCKER_AUTH_CONFIG={"auths":{"registry.northwind-ops.net":{"auth":"Y2ktYm90OnVTalRHVXN3U2prNHVnOFpMTDV1MmMtWQ=="}}}
COPY . .
CMD ["python", "-m", "worker"]
