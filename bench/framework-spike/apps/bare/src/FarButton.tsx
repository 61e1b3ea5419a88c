import { useState } from 'react';
export default function FarButton() {
  const [n, setN] = useState(0);
  return <button id="far-button" onClick={() => setN(n + 1)}>Pressed {n}</button>;
}
