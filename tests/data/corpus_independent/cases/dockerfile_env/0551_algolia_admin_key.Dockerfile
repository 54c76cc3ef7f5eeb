FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV ALGOLIA_APP_ID=YZL1G2YJRQ
ENV ALGOLIA_ADMIN_API_KEY=38efb9c125fcb741285b9cf1ed76ef33
COPY . .
CMD ["python", "-m", "worker"]
