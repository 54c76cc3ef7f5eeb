FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV STRIPE_WEBHOOK_SECRET=whsec_sNnjPpppu0oLGbo3WNKLIzfJWgUgNoKs
COPY . .
CMD ["python", "-m", "worker"]
