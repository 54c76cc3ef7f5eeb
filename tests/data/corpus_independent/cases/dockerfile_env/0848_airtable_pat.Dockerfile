FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV AIRTABLE_TOKEN=patnsfbzgEDPI1Nmg.1735a19a40e0a97f9483a2d05d897e3ee0d93aeb5009ed686dec55766bc84b35
COPY . .
CMD ["python", "-m", "worker"]
