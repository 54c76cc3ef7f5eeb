FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV HF_TOKEN=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
COPY . .
CMD ["python", "-m", "worker"]
