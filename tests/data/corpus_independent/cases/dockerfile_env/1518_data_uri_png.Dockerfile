FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV LOGO=data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAXwUO3enDkdCttQ+7KSJDroKi2T8SNuf9Z4jg6siLbbiR/gOS/PBTxUU3eOnvOUil+qAv6jFCVm55DwcIYk9l0HI/MalSGYMI2YKyCDjGvPl6UF/AA8r8z6tzVa5Nlp0yBh5FxWDM3RxenswHhz6Sov6EzkTPOKE3uL5xLssnFTvqS5GQ9EyU0QXQrKDEUy2XTg+MxsTW6RVL0SMmtdwFWqHodeMg4S9U1e6343JbGUAB0I8/
COPY . .
CMD ["python", "-m", "worker"]
