FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV FEATURE_FLAGS=search,billing
ENV CACHE_TTL=600
ENV DD_APP_KEY=d0b77e1f2f515e9700761a1fe36ff02f92d24de6
ENV SERVICE_NAME=orders-api
COPY . .
CMD ["gunicorn", "app:app", "-b", "0.0.0.0:8080"]
