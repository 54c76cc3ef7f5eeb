FROM python:3.12-slim AS base
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV APP_ENV=production
ENV GITLAB_SCIM_TOKEN=glsoat-J8xrLayl8pthYynAgwYk
COPY . .
EXPOSE 8000
CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]
