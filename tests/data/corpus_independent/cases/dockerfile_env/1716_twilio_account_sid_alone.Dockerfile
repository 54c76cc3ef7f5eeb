FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV TWILIO_ACCOUNT_SID=AC3bd1b3635481e5c4f95d1c2b37177ae8
COPY . .
CMD ["python", "-m", "worker"]
