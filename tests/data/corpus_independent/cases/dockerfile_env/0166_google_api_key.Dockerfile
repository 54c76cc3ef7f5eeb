FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV GOOGLE_API_KEY=AIzaxLD4LCZO5n89XbKAzGuE1c1LI7ErN72WPbX
COPY . .
CMD ["python", "-m", "worker"]
