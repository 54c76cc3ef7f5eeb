FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV AWS_REGION=eu-west-1
ENV FEATURE_FLAGS=search,billing
ENV SERVICEBUS_CONNECTION_STRING=Endpoint=sb://ztgsmg-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=+7+N1EigSncszVyOz0mD7Yp//n35g0vfEhEhzWYBbNg=
ENV LOG_LEVEL=info
COPY . .
CMD ["gunicorn", "app:app", "-b", "0.0.0.0:8080"]
