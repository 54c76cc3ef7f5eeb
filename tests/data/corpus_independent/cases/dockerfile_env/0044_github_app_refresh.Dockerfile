FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV GITHUB_REFRESH_TOKEN=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
COPY . .
CMD ["python", "-m", "worker"]
