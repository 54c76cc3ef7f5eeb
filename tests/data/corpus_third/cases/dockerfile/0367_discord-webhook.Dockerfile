FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV AWS_REGION=eu-west-1
ENV SERVICE_NAME=orders-api
ENV DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/6347703176193141516/mBADBWNp3dDqXgMuMvGX1Ny1HNgxhdc-Lz4b-2VCUH9kaxBTuACVNbjuqd2H26qIGuQh
ENV DB_HOST=db.internal.example.net
COPY . .
CMD ["gunicorn", "app:app", "-b", "0.0.0.0:8080"]
