FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV SQLSERVER_CONNECTION=Server=tcp:sql-prod.northwind-ops.net,1433;Initial Catalog=orders;User ID=sa_app;Password=USlDWRP58aKxiOn8qd-B;Encrypt=True;
COPY . .
CMD ["python", "-m", "worker"]
