FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV OPENROUTER_API_KEY=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
COPY . .
CMD ["python", "-m", "worker"]
