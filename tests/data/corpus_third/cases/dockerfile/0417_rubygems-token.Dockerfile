FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV APP_ENV=production
ENV TIMEOUT_MS=3000
ENV GEM_HOST_API_KEY=rubygems_dacef9d8ef2e410da1b4983944d20add31433ec8c3388673
ENV CACHE_TTL=600
COPY . .
CMD ["gunicorn", "app:app", "-b", "0.0.0.0:8080"]
