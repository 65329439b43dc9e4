import { Alert, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { apiRequest } from "../lib/api-client";

export const Route = createFileRoute("/")({ component: HomePage });

function HomePage() {
  const health = useQuery({
    queryKey: ["health"],
    queryFn: () => apiRequest<{ ok: boolean; khatms: number }>("/api/health"),
  });
  return (
    <>
      <Title order={1}>Khatm</Title>
      {health.data && <Alert data-testid="api-status">API ok: {health.data.khatms} khatms</Alert>}
    </>
  );
}
