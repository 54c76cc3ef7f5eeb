FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV MYSQL_URL=mysql://root:<password>@localhost:3306/shop
COPY . .
CMD ["python", "-m", "worker"]
