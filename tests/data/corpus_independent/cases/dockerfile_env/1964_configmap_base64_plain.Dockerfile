FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV APP_SETTINGS_B64=eyJsb2dfbGV2ZWwiOiJpbmZvIiwiZmVhdHVyZV9mbGFncyI6WyJiZXRhLXVpIiwiZmFzdC1leHBvcnQiXSwicmVnaW9uIjoiZXUtd2VzdC0xIiwicmVwbGljYXMiOjZ9
COPY . .
CMD ["python", "-m", "worker"]
