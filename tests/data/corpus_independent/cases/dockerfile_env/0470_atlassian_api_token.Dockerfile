FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV JIRA_EMAIL=dev@northwind-ops.net
ENV JIRA_API_TOKEN=ATATT3xFfGF0v_QmPyxIeKrzKATWTxLpRgYynB-ojD6zx6DakCG_nAusjgxs6egmi7OfaQV1MFe4idtWL-34T7ucZsYM9L27Kb3NXv-VSEfp52dKVqq1auxU0V2Dp1F8bOxGCAh_w4whLtHxB2KiJqhpwU1W2REt6X1Ru-DOLEEbksKI2-Qe9eM=F26CA528
COPY . .
CMD ["python", "-m", "worker"]
