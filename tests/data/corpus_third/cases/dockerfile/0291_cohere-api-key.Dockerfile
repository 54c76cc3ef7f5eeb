FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV APP_ENV=production
ENV CACHE_TTL=600
ENV COHERE_API_KEY=aQ972w1Idvrm8F5ATpcGPrKtZLmum0zYkKjHEgX5
ENV PORT=8080
COPY . .
CMD ["gunicorn", "app:app", "-b", "0.0.0.0:8080"]
