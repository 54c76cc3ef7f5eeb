FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV DO_OAUTH_TOKEN=doo_v1_a36b65f5db15f6a700be93811f6728055991470e14a178c030a3e9bb0c080481
COPY . .
CMD ["python", "-m", "worker"]
