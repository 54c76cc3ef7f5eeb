FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV NPM_TOKEN=npm_000000000000000000000000000000000000
COPY . .
CMD ["python", "-m", "worker"]
