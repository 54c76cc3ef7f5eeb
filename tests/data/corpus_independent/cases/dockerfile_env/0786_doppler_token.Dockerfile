FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV DOPPLER_TOKEN=dp.pt.VP9eSpl8nxdN696bc6hCapWhb0GyElguNJllcfDDqPm
COPY . .
CMD ["python", "-m", "worker"]
