FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV STRIPE_SECRET_KEY=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
COPY . .
CMD ["python", "-m", "worker"]
