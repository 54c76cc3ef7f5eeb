FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV TWINE_PASSWORD=pypi-AgEIcHlwaS5vcmcCJNlxXv2HPd88MO8NonEs3cqg4PckNo1Z3rEU1OB5xY33yQoTBcOqqgwzPTOs_dIt-YGRPCF3H8aTU64Pqs2vf5Z5dIFboUxdS7oNQgZtLd0IxGBjrqJPpHgf6nj9S3DdDZrmy7URt6SuPwtDzBo9xxa
COPY . .
CMD ["python", "-m", "worker"]
