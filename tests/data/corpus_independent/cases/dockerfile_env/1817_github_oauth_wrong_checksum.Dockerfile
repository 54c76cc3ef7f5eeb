FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV GH_TOKEN=gho_wRDkXYJi8ImjrH6WL7jAtHwRdCivFZ2Zocfr
COPY . .
CMD ["python", "-m", "worker"]
