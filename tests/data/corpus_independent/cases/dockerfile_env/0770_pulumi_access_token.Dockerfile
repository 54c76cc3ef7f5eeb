FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV PULUMI_ACCESS_TOKEN=pul-0cf3d5a7e859b7c9929a65e9148bc190be218e3f
COPY . .
CMD ["python", "-m", "worker"]
