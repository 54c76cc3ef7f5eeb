FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV GH_TOKEN=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
COPY . .
CMD ["python", "-m", "worker"]
